"""Wind-chime strike enhancement against garden wind, MetricGAN recipe (generator + quality critic)."""
