import torch

WEIGHTS = {"kind": 1.0, "length": 2.0}


def run_epoch(model, optimizer, batches, tally, max_norm=2.0):
    model.train()
    for batch in batches:
        terms = model.losses(batch)
        total = sum(WEIGHTS[name] * value for name, value in terms.items())
        optimizer.zero_grad(set_to_none=True)
        total.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
        optimizer.step()
        tally.add(**terms)
    return tally


@torch.no_grad()
def evaluate(model, track, kind, length):
    model.eval()
    logits, pitched = model(track)
    accuracy = (logits.argmax(1) == kind).float().mean().item()
    length_err_m = ((pitched - length).abs().mean() * 10).item()
    return accuracy, length_err_m
