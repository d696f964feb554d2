"""Night-time dissolved-oxygen forecasts for whiteleg shrimp ponds."""
