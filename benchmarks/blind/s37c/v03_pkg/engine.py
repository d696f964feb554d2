import torch.nn.functional as F


def spectral_l1(pred, target):
    return (pred.abs().mean() - target.abs().mean()).abs()


def train_one_epoch(model, loader, optimizer, meters, spec_weight=0.1):
    model.train()
    meters.reset()
    for noisy, clean in loader:
        optimizer.zero_grad()
        recon = model(noisy)
        mse = F.mse_loss(recon, clean)
        spec = spectral_l1(recon, clean)
        loss = mse + spec_weight * spec
        loss.backward()
        optimizer.step()
        bs = noisy.size(0)
        meters["loss"].update(loss, bs)
        meters["mse"].update(mse.item(), bs)
    return meters["loss"].avg
