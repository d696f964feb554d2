"""Garden-hose water jet: drag law as a custom autograd Function, fitted to
where the jet hits the lawn for several nozzle settings."""
