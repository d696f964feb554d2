import torch


def recall_at_k(logits, target, k=10):
    topk = logits.topk(k, dim=-1).indices
    return (topk == target[:, None]).any(-1).float().mean().item()


def evaluate(model, batches, k=10):
    model.eval()
    scores = []
    with torch.inference_mode():
        for sessions, target in batches:
            logits = model(sessions)
            logits[:, 0] = float("-inf")
            scores.append(recall_at_k(logits, target, k))
    model.train()
    return sum(scores) / len(scores)
