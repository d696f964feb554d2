import copy


class EMATeacher:
    def __init__(self, student, decay=0.99):
        self.model = copy.deepcopy(student)
        self.decay = decay

    def update(self, student):
        for t_p, s_p in zip(self.model.parameters(), student.parameters()):
            t_p.data.mul_(self.decay).add_(s_p.data, alpha=1.0 - self.decay)

    def __call__(self, x):
        return self.model(x)
