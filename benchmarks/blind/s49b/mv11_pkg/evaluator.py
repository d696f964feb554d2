import torch


@torch.no_grad()
def recall(model, train_pairs, test_pairs, k=10):
    model.eval()
    scores = model.score_all()
    scores[train_pairs[0], train_pairs[1]] = float("-inf")
    top = scores.topk(k, dim=1).indices
    hit = (top[test_pairs[0]] == test_pairs[1].unsqueeze(1)).any(1).float()
    model.train()
    return hit.mean().item()
