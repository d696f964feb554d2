import torch


@torch.inference_mode()
def rollout(model, trajectory, edges, horizon):
    """Autoregressive rollout from the first two frames; returns predicted positions."""
    pred = torch.empty(trajectory.shape[0], horizon + 2, *trajectory.shape[2:])
    pred[:, :2] = trajectory[:, :2]
    for t in range(2, horizon + 2):
        acc = model(pred[:, t - 2], pred[:, t - 1], edges)
        pred[:, t] = 2 * pred[:, t - 1] - pred[:, t - 2] + acc
    return pred


def rollout_mse(model, trajectory, edges, horizon=20):
    model.eval()
    pred = rollout(model, trajectory, edges, horizon)
    return (pred - trajectory[:, : horizon + 2]).pow(2).mean().item()
