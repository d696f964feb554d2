def run_batches(model, opt, crit, stream):
    """One optimisation step per batch; yields each step's loss."""
    for tokens, tags in stream:
        logits = model(tokens)
        loss = crit(logits.reshape(-1, logits.shape[-1]), tags.reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        yield loss
