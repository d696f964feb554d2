import torch


def rk4_rollout(field, theta0, lid, t, substeps=2):
    theta = theta0
    path = [theta]
    for i in range(t.numel() - 1):
        h = (t[i + 1] - t[i]) / substeps
        for _ in range(substeps):
            k1 = field(theta, lid)
            k2 = field(theta + 0.5 * h * k1, lid)
            k3 = field(theta + 0.5 * h * k2, lid)
            k4 = field(theta + h * k3, lid)
            theta = theta + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        path.append(theta)
    return torch.cat(path, dim=1)
