from .optim import bpr_loss


def run_epoch(model, sampler, sparse_opt, dense_opt):
    model.train()
    seen_loss, n_batches = 0.0, 0
    for u, pos, neg in sampler:
        dense_opt.zero_grad()
        pos_s, neg_s = model(u, pos, neg)
        loss = bpr_loss(pos_s, neg_s)
        loss.backward()
        sparse_opt.step()
        dense_opt.step()
        seen_loss += loss.item()
        n_batches += 1
    return seen_loss / max(n_batches, 1)


def fit(model, sampler, sparse_opt, dense_opt, epochs, evaluate_fn=None, log_every=2):
    history = []
    for epoch in range(epochs):
        sparse_opt.zero_grad()
        mean_loss = run_epoch(model, sampler, sparse_opt, dense_opt)
        history.append(mean_loss)
        if evaluate_fn is not None and (epoch + 1) % log_every == 0:
            rec = evaluate_fn(model)
            print(f"epoch {epoch + 1:02d}  bpr {mean_loss:.4f}  recall@10 {rec:.4f}")
    return history
