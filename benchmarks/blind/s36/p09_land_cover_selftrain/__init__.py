"""Self-training for land-cover classification of multispectral pixels."""
