import torch
import torch.nn.functional as F


def run_epoch(model, optims, data, batch, gen):
    wax, cond, seconds = data
    order = torch.randperm(wax.shape[0], generator=gen)
    sq = 0.0
    for i in range(0, wax.shape[0], batch):
        idx = order[i:i + batch]
        optims["dense"].zero_grad(set_to_none=True)
        pred = model(wax[idx], cond[idx])
        mse = F.mse_loss(pred, seconds[idx])
        mse.backward()
        optims["dense"].step()
        optims["embeddings"].step()
        sq += mse.item() * len(idx)
    return sq / wax.shape[0]


@torch.no_grad()
def evaluate(model, data):
    wax, cond, seconds = data
    model.eval()
    err = (model(wax, cond) - seconds).abs().mean().item()
    model.train()
    return err
