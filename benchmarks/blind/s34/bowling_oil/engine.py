import torch


def train_one_epoch(model, criterion, optimizer, data, logger, *, batch_size=64):
    model.train()
    oil, throw, target = data
    for idx in torch.randperm(len(oil)).split(batch_size):
        losses = criterion(model(oil[idx], throw[idx]), target[idx])
        loss = sum(losses.values())
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        logger.update(loss=loss, **losses)


@torch.no_grad()
def evaluate(model, data):
    model.eval()
    oil, throw, target = data
    return (model(oil, throw) - target).abs().mean(0)
