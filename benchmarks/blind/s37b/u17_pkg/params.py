import torch


def init_factors(n_users, n_items, rank, init_std, device="cpu"):
    return {
        "P": torch.randn(n_users, rank, requires_grad=True, device=device) * init_std,
        "Q": torch.randn(n_items, rank, requires_grad=True, device=device) * init_std,
        "bu": torch.zeros(n_users, requires_grad=True, device=device),
        "bi": torch.zeros(n_items, requires_grad=True, device=device),
        "mu": torch.zeros(1, requires_grad=True, device=device),
    }


def l2_penalty(params, users, items):
    return (params["P"][users].pow(2).sum(1) + params["Q"][items].pow(2).sum(1)).mean()
