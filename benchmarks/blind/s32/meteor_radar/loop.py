import torch


def train_epoch(model, objective, optimizer, x, targets, batch_size=64):
    model.train()
    columns = list(objective.weights)
    sums = dict.fromkeys(columns, 0.0)
    batches = 0
    for idx in torch.randperm(x.shape[0]).split(batch_size):
        outputs = model(x[idx], columns)
        loss, terms = objective(outputs, {k: v[idx] for k, v in targets.items()})
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        for c in columns:
            sums[c] += terms[c]
        batches += 1
    return {c: round(v / batches, 3) for c, v in sums.items()}


@torch.no_grad()
def report(model, x, targets):
    model.eval()
    out = model(x, ["echo_class", "decay_log", "fresnel_speed"])
    under = targets["echo_class"] == 0
    return {
        "class_acc": round((out["echo_class"].argmax(1) == targets["echo_class"]).float()
                           .mean().item(), 3),
        "decay_mae_log": round((out["decay_log"] - targets["decay_log"])[under].abs()
                               .mean().item(), 3),
        "speed_mae_kms": round(10 * (out["fresnel_speed"] - targets["fresnel_speed"])[under]
                               .abs().mean().item(), 2),
    }
