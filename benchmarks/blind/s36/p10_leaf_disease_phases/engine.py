import torch


def run_phase(model, batches, criterion, optimizer, phase):
    training = phase == "train"
    model.train(training)
    running_loss, correct, seen = 0.0, 0, 0
    for inputs, labels in batches:
        if training:
            optimizer.zero_grad()
        with torch.set_grad_enabled(training):
            outputs = model(inputs)
            loss = criterion(outputs, labels)
            if training:
                loss.backward()
                optimizer.step()
        running_loss += loss.item() * inputs.size(0)
        correct += (outputs.argmax(1) == labels).sum().item()
        seen += inputs.size(0)
    return running_loss / seen, correct / seen


def train_model(model, dataloaders, criterion, optimizer, scheduler, tracker, num_epochs):
    for epoch in range(num_epochs):
        for phase in ("train", "val"):
            loss, acc = run_phase(model, dataloaders[phase], criterion, optimizer, phase)
            if phase == "train":
                scheduler.step()
            else:
                tracker.update(model, acc, epoch)
            print(f"epoch {epoch} {phase:5s} loss {loss:.4f} acc {acc:.3f}")
    return tracker.restore(model)
