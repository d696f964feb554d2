NUMERIC = ("tenure_months", "monthly_fee", "support_calls", "data_gb", "late_payments")
PLANS = ("basic", "plus", "family", "business")

SETTINGS = {
    "n_customers": 6000,
    "churn_rate": 0.12,
    "hidden": (48, 24),
    "dropout": 0.1,
    "lr": 3e-3,
    "epochs": 12,
    "batch_size": 128,
    "positive_weight": "balanced",
}
