import torch
import torch.nn.functional as F

from .state_utils import repackage, windows


def train_epoch(net, opt, x, y, bptt, clip):
    net.train()
    state, total, count = None, 0.0, 0
    for xw, yw in windows(x, y, bptt):
        state = repackage(state)
        pred, state = net(xw, state)
        err = F.mse_loss(pred, yw)
        opt.zero_grad()
        err.backward()
        torch.nn.utils.clip_grad_norm_(net.parameters(), clip)
        opt.step()
        total, count = total + err.item() * yw.numel(), count + yw.numel()
    return total / count, state


@torch.inference_mode()
def rollout_error(net, x_warm, x, y):
    """Warm the state on the training laps, then score the following laps."""
    net.eval()
    _, state = net(x_warm)
    pred, _ = net(x, state)
    return F.l1_loss(pred, y).item()
