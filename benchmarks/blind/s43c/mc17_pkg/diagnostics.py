"""How far back in the window does the latest nowcast look?  Gradient of its error with
respect to the head's input drive at every time step (sensitivity through time)."""
import torch.nn.functional as F


def state_sensitivity(model, x, y, bins=6):
    kp, drive, _ = model(x)
    drive.retain_grad()
    loss = F.mse_loss(kp[:, -1], y[:, -1])          # error of the *latest* nowcast only
    loss.backward()
    sens = drive.grad.norm(dim=-1).mean(0)
    model.zero_grad(set_to_none=True)
    return [f"{v:.1e}" for v in sens.view(bins, -1).mean(1).tolist()]
