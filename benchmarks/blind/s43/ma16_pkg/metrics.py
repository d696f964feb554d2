def accuracy_row(net, test_sets):
    """One row of the continual-learning accuracy matrix: accuracy on every cave seen so far."""
    net.eval()
    row = []
    for x, y in test_sets:
        logits = net(x)
        row.append((logits.argmax(dim=1) == y).float().mean().item())
    net.train()
    return row


def forgetting(matrix):
    """Average drop from the best accuracy ever reached on each earlier cave to the final one."""
    final = matrix[-1]
    drops = [max(r[j] for r in matrix[j:-1]) - final[j] for j in range(len(final) - 1)]
    return sum(drops) / len(drops) if drops else 0.0
