import torch
import torch.nn.functional as F


def sparse_coding_loss(coder, snippets, sparsity):
    recon, codes = coder(snippets)
    return F.mse_loss(recon, snippets), sparsity * codes.abs().sum(dim=1).mean()


def fit_epoch(coder, snippets, optimizer, constraints, batch, sparsity, generator):
    order = torch.randperm(snippets.size(0), generator=generator)
    totals = [0.0, 0.0]
    for rows in order.split(batch):
        mse, l1 = sparse_coding_loss(coder, snippets[rows], sparsity)
        optimizer.zero_grad()
        (mse + l1).backward()
        optimizer.step()
        for constraint in constraints:
            constraint(coder, snippets[rows])
        totals[0] += mse.item() * rows.numel()
        totals[1] += l1.item() * rows.numel()
    return [t / snippets.size(0) for t in totals]
