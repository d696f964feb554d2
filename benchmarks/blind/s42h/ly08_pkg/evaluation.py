"""Metrics for the syllable classifier. The caller decides about grad mode."""
import torch.nn.functional as F


def evaluate(net, patches, labels, batch=64):
    net.eval()
    correct, total_loss = 0, 0.0
    for i in range(0, len(labels), batch):
        logits = net(patches[i:i + batch])
        total_loss += F.cross_entropy(logits, labels[i:i + batch], reduction="sum").item()
        correct += (logits.argmax(1) == labels[i:i + batch]).sum().item()
    net.train()
    return total_loss / len(labels), correct / len(labels)
