import { Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * The docs page of every component and screen (decision 009): what it is, then every state as a
 * list a designer or PM can scan and open (`Screens/<Area>/<Screen>` → state), then the stories.
 * The a11y panel of each story shows its axe results; the toolbar switches theme and locale.
 */
function StateList() {
  const { csfFile } = useOf('meta', ['meta']);
  const stories = Object.values(csfFile.stories);
  return (
    <section aria-label="States">
      <h2 style={{ fontSize: 18 }}>States ({stories.length})</h2>
      <ol style={{ columns: stories.length > 8 ? 2 : 1 }}>
        {stories.map((story) => (
          <li key={story.id}>
            <a href={`../?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <StateList />
      <Primary />
      <Stories includePrimary={false} />
    </>
  );
}
