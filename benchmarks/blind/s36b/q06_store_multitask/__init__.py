"""Multi-task model for store-week records: sales volume, promo uplift and footfall band."""
