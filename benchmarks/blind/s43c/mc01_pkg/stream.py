"""Stateful wrapper so that a long tune stream can be fed chunk by chunk.

The same wrapper is used when the model improvises a continuation: the state
left by the previous call is picked up by the next one.
"""
import torch


class StatefulLM:
    def __init__(self, net):
        self.net = net
        self.memory = None

    def reset(self):
        self.memory = None

    def __call__(self, notes):
        logits, new_memory = self.net(notes, self.memory)
        self.memory = new_memory
        return logits

    def improvise(self, prompt, n_notes, temperature=0.9):
        self.reset()
        with torch.no_grad():
            logits = self(prompt)
            last = prompt[:, -1:]
            out = []
            for _ in range(n_notes):
                probs = torch.softmax(logits[:, -1] / temperature, dim=-1)
                last = torch.multinomial(probs, 1)
                out.append(last)
                logits = self(last)
        return torch.cat(out, dim=1)
