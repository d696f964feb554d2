import torch
import torch.nn.functional as F


def train_steps(model, optimizer, scheduler, src, tgt, batch_size, label_smoothing=0.1):
    """Runs one epoch and yields (step, loss) after every update."""
    model.train()
    perm = torch.randperm(src.shape[0])
    for step, i in enumerate(range(0, src.shape[0], batch_size)):
        idx = perm[i:i + batch_size]
        s, t = src[idx], tgt[idx]
        logits = model(s, t[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), t[:, 1:].reshape(-1),
                               ignore_index=0, label_smoothing=label_smoothing)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        yield step, loss


@torch.no_grad()
def sequence_accuracy(model, src, tgt):
    model.eval()
    logits = model(src, tgt[:, :-1])
    pred = logits.argmax(-1)
    mask = tgt[:, 1:] != 0
    ok = ((pred == tgt[:, 1:]) | ~mask).all(dim=1)
    return ok.float().mean().item()
