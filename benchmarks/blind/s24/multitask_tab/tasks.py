import torch
import torch.nn.functional as F

TASKS = {
    "price": {"kind": "regression", "out": 1, "weight": 1.0},
    "segment": {"kind": "classification", "out": 4, "weight": 0.5},
    "days_listed": {"kind": "regression", "out": 1, "weight": 0.5},
}


def task_loss(kind, prediction, target):
    if kind == "regression":
        return F.mse_loss(prediction.squeeze(-1), target)
    return F.cross_entropy(prediction, target)


def synthetic_listings(n, n_features=14):
    """Property listings: price, market segment and days on the market share latent drivers."""
    x = torch.randn(n, n_features)
    drivers = torch.tanh(x @ torch.randn(n_features, 4) * 0.6)
    price = drivers[:, 0] * 1.5 + drivers[:, 1] - 0.5 * drivers[:, 2] + 0.1 * torch.randn(n)
    segment = (drivers[:, :3] @ torch.tensor([[1.0, -1.0, 0.5, 0.0],
                                              [0.5, 1.0, -1.0, 0.0],
                                              [0.0, 0.0, 0.0, 0.8]])).argmax(dim=1)
    days = -drivers[:, 0] + drivers[:, 3] * 0.8 + 0.2 * torch.randn(n)
    targets = {"price": price, "segment": segment, "days_listed": days}
    return x, targets
