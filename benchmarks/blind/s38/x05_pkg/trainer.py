import torch
import torch.nn.functional as F


class StreamTrainer:
    def __init__(self, model, optimizer, log_every=4):
        self.model = model
        self.optimizer = optimizer
        self.log_every = log_every
        self.step = 0

    def train_recording(self, chunks, labels):
        self.model.reset_state()
        losses = []
        for chunk in chunks:
            counts = self.model(chunk)
            loss = F.cross_entropy(counts, labels)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.step += 1
            losses.append(loss.item())
        return sum(losses) / len(losses)

    def fit(self, recordings):
        for i, (chunks, labels) in enumerate(recordings):
            avg = self.train_recording(chunks, labels)
            if i % self.log_every == 0:
                print(f"recording {i:3d}  loss {avg:.4f}")
