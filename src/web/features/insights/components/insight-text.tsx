import { Fragment, useMemo, type ReactNode } from "react";
import { parseInsightText, type Inline } from "@shared/insight-text";
import { cn } from "@/lib/cn";

/** Inline parts as React elements: text is text (React escapes it), links lead to http(s) addresses only. */
function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    switch (part.type) {
      case "text":
        return <Fragment key={i}>{part.text}</Fragment>;
      case "strong":
        return <strong key={i}>{renderInline(part.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(part.children)}</em>;
      case "link":
        return (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-info underline underline-offset-2"
          >
            {renderInline(part.children)}
          </a>
        );
    }
  });
}

/**
 * An insight's text with its formatting (docs/product.md#market-insights), parsed by src/shared/insight-text.ts into
 * elements: nothing the admin wrote is ever set as HTML.
 */
export function InsightText({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseInsightText(text), [text]);
  return (
    <div className={cn("flex flex-col gap-3 text-sm leading-relaxed break-words md:text-base", className)}>
      {blocks.map((block, i) =>
        block.type === "list" ? (
          <ul key={i} className="flex list-disc flex-col gap-1 ps-5">
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
