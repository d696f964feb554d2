import torch
import torch.nn.functional as F


def pretrain_encoder(model, tiles, steps=10, lr=1e-3):
    """Band-reconstruction pretext task: predict the NIR band from RGB through the encoder."""
    probe = torch.nn.Conv2d(16, 1, 1)
    params = list(model.encoder["down1"].parameters()) + list(probe.parameters())
    opt = torch.optim.Adam(params, lr=lr)
    for _ in range(steps):
        rgb = tiles.clone()
        rgb[:, 3] = 0
        loss = F.mse_loss(probe(model.encoder["down1"](rgb)), tiles[:, 3:4])
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()
