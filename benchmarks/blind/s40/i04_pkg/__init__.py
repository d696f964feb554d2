"""Warehouse-label barcode localisation (one box per image + presence score)."""
