def precision_recall(probs, labels, threshold):
    tp = sum(1 for p, y in zip(probs, labels) if p > threshold and y == 1)
    fp = sum(1 for p, y in zip(probs, labels) if p > threshold and y == 0)
    fn = sum(1 for p, y in zip(probs, labels) if p <= threshold and y == 1)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return precision, recall
