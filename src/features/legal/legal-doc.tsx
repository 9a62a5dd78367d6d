import { Link } from '@tanstack/react-router'

export interface LegalDoc {
  title: string
  updated: string
  intro: string
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
}

/** A legal text (user agreement, privacy policy) as a readable page; open to everyone. */
export function LegalDocScreen({ doc }: { doc: LegalDoc }) {
  return (
    <article className="mx-auto max-w-3xl space-y-5 p-6 leading-7">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{doc.title}</h1>
        <p className="text-sm text-muted-foreground">更新日期：{doc.updated}</p>
      </header>
      <p>{doc.intro}</p>
      {doc.sections.map((s) => (
        <section key={s.heading} className="space-y-2">
          <h2 className="text-lg font-semibold">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p className="text-sm text-muted-foreground">
        另见：
        <Link to="/agreement" className="text-primary hover:underline">
          《智能清单用户协议》
        </Link>
        <Link to="/privacy" className="text-primary hover:underline">
          《隐私政策》
        </Link>
        <Link to="/help" className="text-primary hover:underline">
          帮助中心
        </Link>
      </p>
    </article>
  )
}
