import torch
import torch.nn.functional as F

from .dryer import Wither


def train_epoch(rate_model, optimizer, windows_per_batch):
    rate_model.train()
    losses = []
    for windows in windows_per_batch:
        wither = Wither(rate_model, windows[0]["loaded"])
        for window in windows:
            predicted = wither.advance(window["air"])
            loss = F.smooth_l1_loss(predicted, window["moisture"])
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(rate_model.parameters(), 5.0)
            optimizer.step()
            losses.append(loss.item())
    return sum(losses) / len(losses)


@torch.no_grad()
def end_moisture_error(rate_model, logs):
    rate_model.eval()
    air = torch.stack([log["air"] for log in logs])
    moisture = torch.stack([log["moisture"] for log in logs])
    loaded = torch.stack([log["loaded"] for log in logs])
    predicted = Wither(rate_model, loaded).advance(air)
    return (predicted[:, -1] - moisture[:, -1]).abs().mean().item()
