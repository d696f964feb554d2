import torch
import torch.nn as nn
import torch.nn.functional as F


def wide_teacher(n_features, n_classes):
    return nn.Sequential(
        nn.Linear(n_features, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, n_classes)
    )


def train_teacher(model, x, y, epochs=25, batch_size=128, lr=1e-3):
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    for _ in range(epochs):
        order = torch.randperm(x.size(0))
        for start in range(0, x.size(0), batch_size):
            idx = order[start:start + batch_size]
            optimizer.zero_grad()
            F.cross_entropy(model(x[idx]), y[idx]).backward()
            optimizer.step()
    model.eval()
    model.requires_grad_(False)
    return model
