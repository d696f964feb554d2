import torch


def fit(model, optimizer, data, epochs, batch_size, generator, on_epoch=None):
    site, stone, record, cover = data
    for epoch in range(epochs):
        model.train()
        for idx in torch.randperm(len(cover), generator=generator).split(batch_size):
            pred = model(site[idx], stone[idx], record[idx])
            loss = torch.nn.functional.l1_loss(pred, cover[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if on_epoch is not None:
            on_epoch(epoch)


@torch.no_grad()
def cover_mae(model, data):
    site, stone, record, cover = data
    model.eval()
    return (model(site, stone, record) - cover).abs().mean().item()
