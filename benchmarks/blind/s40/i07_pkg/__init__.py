"""Oil-slick segmentation with output-space adversarial adaptation (simulated -> sensor SAR)."""
