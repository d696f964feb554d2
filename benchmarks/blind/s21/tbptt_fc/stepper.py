import torch.nn.functional as F


def tbptt_epoch(net, opt, chunks, clip=1.0):
    """Truncated BPTT: one update per chunk, state flows on to the next chunk."""
    import torch

    state = None
    chunk_losses = []
    for x, y in chunks:
        opt.zero_grad()
        pred, state = net(x, state)
        crit = F.mse_loss(pred, y)
        crit.backward()
        torch.nn.utils.clip_grad_norm_(net.parameters(), clip)
        opt.step()
        chunk_losses.append(crit.item())
    return sum(chunk_losses) / len(chunk_losses)
