"""Deep knowledge tracing (Piech et al., 2015): an LSTM reads a student's answer history
and predicts, for every skill, the chance that the next answer on that skill is right."""
import torch
import torch.nn.functional as F
from torch import nn

SKILLS = ("fractions", "decimals", "ratios", "linear equations", "area", "probability", "negative numbers", "percent")
PREREQUISITE = {1: 0, 2: 0, 3: 6, 7: 1}     # mastering a skill is slower before its prerequisite


def practice_logs(students, length=50, seed=0):
    """Bayesian-knowledge-tracing-like students: per-skill mastery that is learnt with
    practice; guesses and slips on each answer."""
    generator = torch.Generator().manual_seed(seed)
    n = len(SKILLS)
    learn = 0.10 + 0.15 * torch.rand(students, n, generator=generator)
    mastered = torch.rand(students, n, generator=generator) < 0.2
    skills = torch.empty(students, length, dtype=torch.long)
    correct = torch.empty(students, length)
    focus = torch.randint(0, n, (students,), generator=generator)
    for t in range(length):
        if t % 8 == 0:
            focus = torch.randint(0, n, (students,), generator=generator)     # a new worksheet
        skill = torch.where(torch.rand(students, generator=generator) < 0.7, focus,
                            torch.randint(0, n, (students,), generator=generator))
        known = mastered.gather(1, skill[:, None]).squeeze(1)
        p = torch.where(known, torch.tensor(0.9), torch.tensor(0.2))         # 1 - slip, guess
        correct[:, t] = torch.bernoulli(p, generator=generator)
        skills[:, t] = skill
        rate = learn.gather(1, skill[:, None]).squeeze(1)
        for dependent, prerequisite in PREREQUISITE.items():
            lacking = (skill == dependent) & ~mastered[:, prerequisite]
            rate = torch.where(lacking, rate * 0.3, rate)
        learnt = torch.rand(students, generator=generator) < rate
        mastered[torch.arange(students), skill] |= learnt
    return skills, correct


class DKT(nn.Module):
    def __init__(self, skills=len(SKILLS), hidden=64):
        super().__init__()
        self.skills = skills
        self.rnn = nn.LSTM(2 * skills, hidden, batch_first=True)
        self.dropout = nn.Dropout(0.2)
        self.out = nn.Linear(hidden, skills)

    def forward(self, skills, correct):
        interaction = F.one_hot(skills + self.skills * correct.long(), 2 * self.skills).float()
        states, _ = self.rnn(interaction)
        return self.out(self.dropout(states))          # logits for every skill at every step


def next_answer_logits(model, skills, correct):
    """Logit of the answer at t+1 given the history up to t."""
    logits = model(skills[:, :-1], correct[:, :-1])
    return logits.gather(2, skills[:, 1:, None]).squeeze(2), correct[:, 1:]


def auc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    pos = labels.sum()
    return ((ranks[labels == 1].sum() - pos * (pos + 1) / 2) / (pos * (len(labels) - pos))).item()


@torch.no_grad()
def validate(model, skills, correct):
    model.eval()
    logits, target = next_answer_logits(model, skills, correct)
    model.train()
    return round(auc(logits.flatten(), target.flatten()), 4)


def freeze_for_serving(model):
    """What the tutoring app loads: inference only, no dropout, no gradients."""
    model.eval()
    for param in model.parameters():
        param.requires_grad_(False)
    return model


def mastery_report(model, skills, correct):
    logits, target = next_answer_logits(model, skills, correct)
    probs = torch.sigmoid(logits)
    mastery = torch.sigmoid(model(skills, correct)[:, -1])            # per-skill readiness at the end
    return {
        "auc": round(auc(logits.flatten(), target.flatten()), 4),
        "accuracy": round(((probs > 0.5).float() == target).float().mean().item(), 4),
        "mean readiness per skill": [round(v, 2) for v in mastery.mean(0).tolist()],
    }


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_skills, train_correct = practice_logs(1600, seed=1)
    val_skills, val_correct = practice_logs(400, seed=2)
    test_skills, test_correct = practice_logs(400, seed=3)
    model = DKT()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    print("untrained val auc:", validate(model, val_skills, val_correct))
    shuffle = torch.Generator().manual_seed(4)
    for epoch in range(8):
        for rows in torch.randperm(len(train_skills), generator=shuffle).split(64):
            optimizer.zero_grad()
            logits, target = next_answer_logits(model, train_skills[rows], train_correct[rows])
            loss = F.binary_cross_entropy_with_logits(logits, target)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
        if epoch % 2 == 1:
            print(f"epoch {epoch}  bce {loss.item():.4f}  val auc {validate(model, val_skills, val_correct)}")
    served = freeze_for_serving(model)
    print("test:", mastery_report(served, test_skills, test_correct))


if __name__ == "__main__":
    main()
