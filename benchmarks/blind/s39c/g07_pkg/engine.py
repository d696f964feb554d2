import torch
import torch.nn.functional as F

from .meters import AverageMeter


def train_one_epoch(net, loader, optimizer, epoch, print_freq=20):
    losses = AverageMeter("Loss")
    net.train()
    for i, (xb, yb) in enumerate(loader):
        pred = net(xb)
        loss = F.mse_loss(pred, yb)
        losses.update(loss, xb.size(0))

        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if i % print_freq == 0:
            print(f"Epoch [{epoch}][{i}/{len(loader)}]  {losses}")
    return losses


def validate(net, loader, scale):
    net.eval()
    mae = AverageMeter("MAE", ":.2f")
    with torch.no_grad():
        for xb, yb in loader:
            pred = net(xb)
            mae.update((pred - yb).abs().mean().item() * scale, xb.size(0))
    return mae.avg
