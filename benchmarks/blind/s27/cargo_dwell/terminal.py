"""Synthetic import containers at a port terminal: how many days until gate-out."""
import torch

FEATURES = ("reefer", "hazmat", "customs_hold", "weekday_in", "vessel_size", "yard_fill",
            "consignee_history", "transhipment")


def containers(n, generator):
    x = torch.rand(n, len(FEATURES), generator=generator)
    flags = (x[:, :3] < torch.tensor([0.15, 0.05, 0.10])).float()
    x[:, :3] = flags
    log_days = (1.1 + 0.4 * flags[:, 0] + 0.3 * flags[:, 1] + 1.2 * flags[:, 2]
                + 0.3 * torch.sin(6.28 * x[:, 3]) + 0.5 * x[:, 5] + 0.8 * (x[:, 6] - 0.5)
                + 0.9 * (x[:, 7] > 0.8).float())
    days = torch.exp(log_days + 0.35 * torch.randn(n, generator=generator))
    return x, days
