import torch


def chunked_forward(model, windows, chunk):
    with torch.no_grad():
        return map(model, windows.split(chunk))


class Report:
    def __init__(self, classes, chunk=512):
        self.classes = classes
        self.chunk = chunk

    def __call__(self, model, windows, labels):
        was_training = model.training
        model.eval()
        logits = torch.cat(list(chunked_forward(model, windows, self.chunk)))
        model.train(was_training)
        predicted = logits.argmax(dim=1)
        confusion = torch.zeros(self.classes, self.classes)
        confusion.index_put_((labels, predicted), torch.ones(labels.numel()), accumulate=True)
        recall = confusion.diagonal() / confusion.sum(1).clamp(min=1)
        precision = confusion.diagonal() / confusion.sum(0).clamp(min=1)
        f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
        return (predicted == labels).float().mean().item(), f1.mean().item()
