def validate(model, frames, stages, batch=128):
    model.eval()
    correct, confidence, n_batches = 0, 0.0, 0
    for i in range(0, len(frames), batch):
        logits = model(frames[i:i + batch])
        probs = logits.softmax(dim=1)
        correct += (probs.argmax(dim=1) == stages[i:i + batch]).sum().item()
        confidence += probs.max(dim=1).values.mean().item()
        n_batches += 1
    model.train()
    return correct / len(frames), confidence / n_batches
