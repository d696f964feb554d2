import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class SmoothBCEwLogits(nn.Module):
    def __init__(self, smoothing=0.0):
        super().__init__()
        self.smoothing = smoothing

    def forward(self, inputs, targets):
        with torch.no_grad():
            targets = targets * (1.0 - self.smoothing) + 0.5 * self.smoothing
        return F.binary_cross_entropy_with_logits(inputs, targets)


def log_loss(y_true, y_pred):
    y_pred = np.clip(y_pred, 1e-15, 1 - 1e-15)
    return float(-np.mean(y_true * np.log(y_pred) + (1 - y_true) * np.log(1 - y_pred)))


def train_fn(model, optimizer, scheduler, loss_fn, X, y, batch_size, device):
    model.train()
    final_loss, n = 0.0, 0
    perm = torch.randperm(len(X))
    for s in range(0, len(X) - batch_size + 1, batch_size):
        idx = perm[s:s + batch_size]
        inputs, targets = X[idx].to(device), y[idx].to(device)
        optimizer.zero_grad()
        outputs = model(inputs)
        loss = loss_fn(outputs, targets)
        loss.backward()
        optimizer.step()
        scheduler.step()
        final_loss += loss.item()
        n += 1
    return final_loss / n


def valid_fn(model, X, y, device):
    model.eval()
    with torch.no_grad():
        preds = torch.sigmoid(model(X.to(device))).cpu().numpy()
    return log_loss(y.numpy(), preds), preds


def inference_fn(model, X, device):
    model.eval()
    with torch.no_grad():
        return torch.sigmoid(model(X.to(device))).cpu().numpy()
