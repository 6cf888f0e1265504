import { useNavigation } from "react-router";

/** A thin bar under the header while the next page loads, so a click never seems ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return <div className={busy ? "navigation-progress navigation-progress--busy" : "navigation-progress"} aria-hidden="true" />;
}
