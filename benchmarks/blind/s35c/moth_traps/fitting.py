import torch
import torch.nn.functional as F


def poisson_loss(log_rate, counts):
    return F.poisson_nll_loss(log_rate, counts, log_input=True, full=True)


def fit(model, optimizer, x, counts, epochs, batch, generator):
    for _ in range(epochs):
        order = torch.randperm(len(x), generator=generator)
        for start in range(0, len(order), batch):
            idx = order[start:start + batch]
            optimizer.zero_grad()
            poisson_loss(model(x[idx]), counts[idx]).backward()
            optimizer.step()


@torch.no_grad()
def deviance(model, x, counts):
    model.eval()
    return poisson_loss(model(x), counts).item()
