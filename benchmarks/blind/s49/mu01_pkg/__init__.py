"""MetricGAN-style enhancement of pressure-cooker whistles recorded over kitchen clatter."""
