"""LightGCN recommender: which rock pools a volunteer tide-pool surveyor will log next (catalogue grows after a storm)."""
